import { useRef, type FormEvent } from 'react';
import { LANG_PARAM } from '@shop/contract';
import { useLinkLang } from '../../lib/links.tsx';
import { useKeepTyped } from '../../lib/keep-typed.ts';

/** The word a search form holds when it is sent: read from the form itself, never from a state that may lag behind it. */
export const typedIn = (form: HTMLFormElement, name: string): string => String(new FormData(form).get(name) ?? '');

/**
 * The page's link language (lib/links.tsx: the address's `?lang=`, zh_HK left out), carried by a search
 * form sent without scripts (a form sent with GET replaces the whole query): the results page opens in
 * the language the visitor was reading (decisions 150, 165).
 */
export function LangField() {
  const lang = useLinkLang();
  return lang ? <input type="hidden" name={LANG_PARAM} value={lang} /> : null;
}

/**
 * A search box with its button: the label is also the placeholder (the club menu and the redemption list).
 * A real form (GET `action`, the input named `name`): sent before the page has hydrated, or without
 * scripts, the browser opens the results page and the server renders it; once hydrated `onSearch` takes
 * the submit, with the word read from the form.
 */
export function SearchForm(props: {
  className: string;
  label: string;
  buttonText: string;
  buttonClassName?: string;
  maxLength: number;
  /** Where the form goes without scripts (the results page's path); the current page when left out. */
  action?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (word: string, e: FormEvent<HTMLFormElement>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepTyped(ref, props.value, props.onChange);
  return (
    <form
      className={props.className}
      role="search"
      method="get"
      action={props.action}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(typedIn(e.currentTarget, props.name), e);
      }}
    >
      <input
        ref={ref}
        type="search"
        name={props.name}
        aria-label={props.label}
        placeholder={props.label}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <LangField />
      <button type="submit" className={props.buttonClassName}>
        {props.buttonText}
      </button>
    </form>
  );
}
