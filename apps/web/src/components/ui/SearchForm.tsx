import type { FormEvent } from 'react';

/** A search box with its button: the label is also the placeholder (the club menu and the redemption list). */
export function SearchForm(props: {
  className: string;
  label: string;
  buttonText: string;
  buttonClassName?: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form className={props.className} role="search" onSubmit={props.onSubmit}>
      <input type="search" aria-label={props.label} placeholder={props.label} maxLength={props.maxLength} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      <button type="submit" className={props.buttonClassName}>
        {props.buttonText}
      </button>
    </form>
  );
}
