/** Saves a protected file: fetched with the login token (a link cannot carry it). */
export async function downloadPdf(url: string, token: string | null, filename: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    throw Object.assign(new Error(`HTTP ${res.status}`), { code: body?.code ?? 'INTERNAL' });
  }
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
