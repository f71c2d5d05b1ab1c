import { createContext, useContext } from 'react';

/** The id of the project whose wireframes are being edited. */
export const WireProjectContext = createContext<string>('');

/** Reads the edited project's id. */
export function useWireProjectId(): string {
  return useContext(WireProjectContext);
}
