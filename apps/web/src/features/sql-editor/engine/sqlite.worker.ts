import { serveEngine } from './serveEngine';
import { openSqlite } from './sqliteDatabase';

serveEngine('sqlite', openSqlite);
