// What other modules may use of the resource module (uploads, agreements, dictionaries).
export { ownsUpload, ownsUploads } from './upload.service.ts';
export { signPrivateUrls } from './private-files.ts';
