import { openPglite } from './pgliteDatabase';
import { serveEngine } from './serveEngine';

serveEngine('postgresql', openPglite);
