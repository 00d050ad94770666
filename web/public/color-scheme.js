// Applies the stored colour scheme before the first paint, so a dark-mode user never sees a white flash.
// A file rather than an inline script: the page's Content-Security-Policy allows scripts of this origin only.
try {
  const stored = JSON.parse(localStorage.getItem('aa:colorScheme') || '"auto"');
  const scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // Storage may be unavailable (private mode): the page then follows the system setting.
}
