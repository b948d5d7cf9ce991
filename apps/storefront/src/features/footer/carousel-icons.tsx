/** Icons of the carousel's buttons; the buttons carry their names in text. */
const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  'aria-hidden': true,
  focusable: false,
  fill: 'currentColor',
} as const;

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...common}>
    <path d="M8 5v14l11-7z" />
  </svg>
);
export const PreviousIcon = () => (
  <svg {...common}>
    <path d="M15.5 5 8.5 12l7 7 1.5-1.5L11.5 12 17 6.5z" />
  </svg>
);
export const NextIcon = () => (
  <svg {...common}>
    <path d="M8.5 5 7 6.5l5.5 5.5L7 17.5 8.5 19l7-7z" />
  </svg>
);
