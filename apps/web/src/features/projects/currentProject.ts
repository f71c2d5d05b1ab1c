import { create } from 'zustand';

interface CurrentProjectState {
  /** The project the user is in, or null off project routes (spec 2 §2). */
  projectId: string | null;
  /**
   * A project the user is leaving or deleting right now: its realtime goodbye is theirs, so the
   * shell does not announce it a second time.
   */
  departingId: string | null;
  setProjectId: (projectId: string | null) => void;
  setDepartingId: (projectId: string | null) => void;
}

/** The current project: set by the project shell, cleared when the user leaves project routes. */
export const useCurrentProject = create<CurrentProjectState>()((set) => ({
  projectId: null,
  departingId: null,
  setProjectId: (projectId) => set({ projectId }),
  setDepartingId: (departingId) => set({ departingId }),
}));
