/**
 * A short label cut into the runs a line may break between. Japanese puts no spaces between words, so a narrow box
 * breaks a katakana word anywhere ("ポイントモ/ール"); cut at the words of the browser's dictionary
 * (`Intl.Segmenter`), "ポイント|モール" breaks where a reader expects. A run starts at a word, so punctuation stays
 * with the word before it. Chinese (read fine broken between any two characters, and cut badly by the segmenter:
 * "限|时|秒|杀"), other languages, or a browser without the segmenter get the text whole.
 */
export function phrasesOf(text: string, lang: string): string[] {
  if (!/^ja\b/.test(lang) || typeof Intl.Segmenter !== 'function') return [text];
  const runs: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)) {
    if (runs.length === 0 || isWordLike) runs.push(segment);
    else runs[runs.length - 1] += segment;
  }
  return runs;
}
