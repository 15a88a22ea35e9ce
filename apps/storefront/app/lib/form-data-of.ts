/** A FormData holding these name/value pairs in order, as a browser submits them (what the form tests send). */
export function formDataOf(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}
