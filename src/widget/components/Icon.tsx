/** The outcome icons, drawn inline (no icon font or emoji font needed), decorative: the heading says it. */
const PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 6.5v7M12 17.5v.01',
  clock: 'M12 7v5l3.5 2M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17z',
  question: 'M9.2 9.2a2.9 2.9 0 1 1 4.1 2.6c-.8.4-1.3 1-1.3 1.9v.6M12 17.5v.01',
} as const;

export function ResultIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <div className="cc-result-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={PATHS[name]} />
      </svg>
    </div>
  );
}
