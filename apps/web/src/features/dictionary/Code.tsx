import classes from './DataDictionary.module.css';

/** Props of Code. */
export interface CodeProps {
  text: string;
}

/** An expression or type inline, in the code font, wrapping where it must. */
export function Code({ text }: CodeProps) {
  return <code className={classes.code}>{text}</code>;
}
