/** Opens a path as a new page load (not an in-app navigation): the page's own prerendered HTML and CSP. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
