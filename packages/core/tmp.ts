import { readFileSync } from 'node:fs';
import { importDdl } from './src/schema/import';
import { generateDdl } from './src/schema/generate';
const m = importDdl(readFileSync('/work/shared/fixtures/ddl/sakila/mysql.sql','utf8'), 'mysql').model;
const my = generateDdl(m,'mysql');
for (const l of my.split('\n')) if (/sakila\./i.test(l)) console.log(l.slice(0,200));
