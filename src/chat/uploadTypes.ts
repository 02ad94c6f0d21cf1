const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/** What the file input offers (spec: xlsx spreadsheets and PDF only). */
export const UPLOAD_ACCEPT = `.xlsx,.pdf,${XLSX_TYPE},${PDF_TYPE}`;

/** Checked on selection too: the accept attribute is only a hint browsers and drag-and-drop can ignore. */
export function isAcceptedUpload(file: { name: string; type: string }): boolean {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'xlsx') return file.type === '' || file.type === XLSX_TYPE;
  if (extension === 'pdf') return file.type === '' || file.type === PDF_TYPE;
  return false;
}
