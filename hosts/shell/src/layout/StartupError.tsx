// Shown when the site's configuration cannot be read: no providers exist yet, so it carries
// its own bilingual text.
export function StartupError() {
  return (
    <main style={{ maxWidth: 560, margin: '64px auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>The site could not start.</h1>
      <p>Please check your connection and reload the page.</p>
      <p lang="ko">사이트를 시작하지 못했습니다. 네트워크를 확인하고 새로고침해 주세요.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload / 새로고침
      </button>
    </main>
  );
}
