// What other modules may ask of uploaded files: they never query upload_files themselves.
// Straight from the repository (no import cycle through the upload and access code).
export { claimSponsorDocument, filesOfUse, findFilesByIds, type FileRow } from './files.repository';
