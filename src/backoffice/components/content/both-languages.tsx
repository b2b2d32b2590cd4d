/** A text kept in EN and TY, as a table cell shows it: EN, and TY below it in its own language. */
export function BothLanguages({ text }: { text: { EN: string; TY: string } }) {
  return (
    <>
      {text.EN}
      <br />
      <span className="bo-muted" lang="tl">
        {text.TY}
      </span>
    </>
  );
}
