// The namespaces of this language that the first screen does not need (see ./bundle.ts).
export const texts = import.meta.glob<Record<string, unknown>>(['./*.json', '!./common.json', '!./shell.json', '!./home.json', '!./catalogue.json'], {
  eager: true,
  import: 'default',
});
