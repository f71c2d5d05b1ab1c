// A test that runs in Node (`@vitest-environment node`, the SQL editor's engines) has no DOM.
if (typeof window !== 'undefined') await import('./setupDom');
import { configure } from '@testing-library/react';

// The web tests share the two cores of a CI machine with the server tests' databases, where a
// render that takes 50 ms alone can take seconds. findBy* and waitFor wait up to 5 s for the state
// they check (instead of 1 s); a test that passes still ends as soon as that state is there.
configure({ asyncUtilTimeout: 5000 });
