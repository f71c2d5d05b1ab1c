import type { DiagramModel, LiveEngine } from '@relata/core';
import { create } from 'zustand';

/** A live database's schema as read last (issue 38): what "Compare with database" compares. */
export interface DatabaseRead {
  projectId: string;
  model: DiagramModel;
  engine: LiveEngine;
  /** How the comparison names it: "Database (PostgreSQL 15.20)". */
  label: string;
}

/** Changes picked on the comparison, for the visualizer to take as one undoable step. */
export interface PendingTake {
  projectId: string;
  /** The diagram with the picked changes taken (takeDatabaseChanges). */
  model: DiagramModel;
  /** How many changes were picked, for the message. */
  changes: number;
}

/**
 * The last database read and the changes waiting to be taken, per browser tab: in memory only (a
 * schema can be large, and a database's catalog is not stored on the server), so a reload asks
 * for the database again.
 */
export const useDatabaseRead = create<{
  read: DatabaseRead | undefined;
  pending: PendingTake | undefined;
  set: (read: DatabaseRead | undefined) => void;
  take: (pending: PendingTake | undefined) => void;
}>((set) => ({
  read: undefined,
  pending: undefined,
  set: (read) => set({ read }),
  take: (pending) => set({ pending }),
}));
