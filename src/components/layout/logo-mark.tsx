/**
 * The company mark, drawn inline: as an `<img src="/logo.svg">` every page paid for a separate SVG
 * document (parse, frame, layout) before its first paint. `public/logo.svg` stays for feeds and JSON-LD.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" rx="14" className="fill-brand-600" />
      <path
        d="M20 22l-8 10 8 10M44 22l8 10-8 10M36 18l-8 28"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
