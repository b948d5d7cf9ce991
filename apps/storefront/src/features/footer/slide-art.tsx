/**
 * The decorative panels behind the healthy-eating messages, one per slide (SPEC.md §9:
 * 4 slides): fruit and vegetables, movement, balance, regular meals. Hidden from
 * assistive technologies: the message carries the meaning.
 */
const PANELS = [
  // An apple.
  <g key="apple">
    <path d="M32 18c-6-5-18-3-18 12 0 12 9 24 18 20 9 4 18-8 18-20 0-15-12-17-18-12z" />
    <path d="M32 18c0-5 3-9 8-10" fill="none" strokeWidth="3" strokeLinecap="round" />
  </g>,
  // A runner's path: a rising curve and a dot.
  <g key="move">
    <circle cx="42" cy="14" r="6" />
    <path d="M12 50c8-2 12-12 20-16s14 2 20-4" fill="none" strokeWidth="5" strokeLinecap="round" />
  </g>,
  // A balance.
  <g key="balance">
    <path d="M32 12v38M16 50h32M12 22h40" fill="none" strokeWidth="4" strokeLinecap="round" />
    <path d="M12 22l-6 14h12zM52 22l-6 14h12z" />
  </g>,
  // A clock: meals at regular times.
  <g key="clock">
    <circle cx="32" cy="32" r="20" fill="none" strokeWidth="5" />
    <path d="M32 20v13l9 6" fill="none" strokeWidth="4" strokeLinecap="round" />
  </g>,
];

export function SlideArt({ index }: { index: number }) {
  return (
    <svg
      className="footer-carousel__art"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      stroke="currentColor"
    >
      {PANELS[index % PANELS.length]}
    </svg>
  );
}
