/** The two toolbar glyphs the shared icon set lacks, drawn on its 24-unit grid. */
const paths = {
  back: <path d="M15 5 8 12l7 7" />,
  expand: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
} as const;

export function FrameIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}
