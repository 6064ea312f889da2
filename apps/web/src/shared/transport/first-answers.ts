/**
 * Answers the server wrote into the page for its first calls (`#mall-answers`: language, path, body, data), so
 * that a visitor's first screen does not wait for them. Taken by the queries' own calls (callApiForQuery in
 * call-api.ts), each once and only when the call matches exactly; later calls (a refresh, another page) go to the
 * server.
 */
interface FirstAnswer {
  lang: string;
  path: string;
  body: unknown;
  data: unknown;
}

let answers: Map<string, unknown> | undefined;

const keyOf = (lang: string, path: string, body: string) => `${lang} ${path} ${body}`;

function load(): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const text = typeof document === 'undefined' ? null : document.getElementById('mall-answers')?.textContent;
  if (!text) return map;
  try {
    const list = JSON.parse(text) as FirstAnswer[];
    if (Array.isArray(list)) for (const a of list) map.set(keyOf(a.lang, a.path, JSON.stringify(a.body ?? {})), a.data);
  } catch {
    // A damaged block only means the calls are made as usual.
  }
  return map;
}

/** The written-in answer of a call (its body as sent, JSON), once; undefined when there is none. */
export function takeFirstAnswer(lang: string, path: string, body: string): { data: unknown } | undefined {
  answers ??= load();
  const key = keyOf(lang, path, body);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}
