// What other modules may use of the resource module (uploads, agreements, dictionaries).
export { ownsUpload, ownsUploads } from './upload.service.ts';
export { signPrivateUrls, storePrivateFile } from './private-files.ts';
export { dictionaryValues } from './dictionary-values.ts';
export { queryDictionaryChildren } from './resource.service.ts';
