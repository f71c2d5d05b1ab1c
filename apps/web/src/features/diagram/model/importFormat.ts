import { dialectForDatabaseType, type ImportFormat } from '@relata/core';

/** Guesses the language of a pasted script: DBML, or an SQL dialect from its telltale syntax. */
export function detectImportFormat(text: string, databaseType: string): ImportFormat {
  if (/^\s*(Table|Ref|Enum|Project)\s+[\w".]+.*\{/m.test(text) && !/CREATE\s+TABLE/i.test(text))
    return 'dbml';
  if (/\[dbo\]|\bIDENTITY\s*\(|\bNVARCHAR\b|^\s*GO\s*$/im.test(text)) return 'mssql';
  if (/`|\bAUTO_INCREMENT\b|\bENGINE\s*=/i.test(text)) return 'mysql';
  if (/\bSERIAL\b|\bBIGSERIAL\b|::|\bTIMESTAMPTZ\b|\bJSONB\b/i.test(text)) return 'postgresql';
  if (/\bAUTOINCREMENT\b|\bWITHOUT\s+ROWID\b/i.test(text)) return 'sqlite';
  return dialectForDatabaseType(databaseType);
}
