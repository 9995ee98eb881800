/**
 * Saves the walk-in's badge (the label size, GET /badges/<registration>.pdf, which the desk may
 * fetch for any registration): fetched with the login token, since a link cannot carry it.
 */
export async function downloadBadge(registrationId: string, token: string | null): Promise<void> {
  const res = await fetch(`/badges/${encodeURIComponent(registrationId)}.pdf?layout=LABEL`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `badge-${registrationId}.pdf`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
