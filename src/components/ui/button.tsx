/** The portal's buttons: primary (gold), secondary (outlined), ghost (text) and icon-only. */
import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'accent';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}

export function Button({ variant = 'primary', size = 'md', block = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name: icon buttons have no visible text. */
  label: string;
}

export function IconButton({ label, className, type = 'button', ...rest }: IconButtonProps) {
  return <button type={type} aria-label={label} title={label} className={`icon-btn ${className ?? ''}`} {...rest} />;
}
