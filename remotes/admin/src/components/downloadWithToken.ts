/** Downloads a protected file (the bearer token cannot ride on a plain link). */
export async function downloadWithToken(url: string, token: string | null, filename: string): Promise<void> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`download failed: HTTP ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
