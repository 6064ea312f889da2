/** The paragraphs of an agreement's text: the contract separates them with a blank line. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
