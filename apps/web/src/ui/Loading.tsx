import { Loader, type LoaderProps } from '@mantine/core';

/** Props of Loading: Mantine's Loader props and what is loading, in words. */
export interface LoadingProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  label: string;
}

/**
 * A spinner that tells assistive technology what is loading: Mantine's Loader is a bare span, on
 * which an `aria-label` is not allowed (axe's aria-prohibited-attr); as a progress bar it is.
 */
export function Loading({ label, ...props }: LoadingProps) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
