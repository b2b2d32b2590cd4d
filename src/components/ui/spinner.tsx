/** A ring that turns while something loads. */
import './spinner.css';

export function Spinner({ size = 40, label }: { size?: number; label: string }) {
  return <span className="spinner" role="status" aria-label={label} style={{ width: size, height: size }} />;
}
