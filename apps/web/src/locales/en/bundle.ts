// One chunk per language: every namespace of this language, loaded together when the language is chosen.
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
