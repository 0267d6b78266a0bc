// The shape every bench step returns: rows for the printed table and data for the JSON file.

/** One line of the printed table. */
export interface Row {
  item: string;
  figure: string;
  /** What the figure is compared with: a budget, the peer library, … */
  reference?: string;
  /** pass / FAIL for budgets, a ratio, "not built yet", … */
  result?: string;
  /** The figure against the previous results file (report/trend.ts). */
  change?: string;
}

export type StepStatus = 'ok' | 'partial' | 'skipped' | 'crashed';

export interface StepReport {
  id: string;
  title: string;
  status: StepStatus;
  durationMs: number;
  /** Things the reader must know: why a part was skipped, how a figure was obtained. */
  notes: string[];
  rows: Row[];
  /** Raw figures for bench/results/latest.json. */
  data: unknown;
}

/** What a step's body hands back; the runner adds id, title, status and timing. */
export interface StepBody {
  rows: Row[];
  notes?: string[];
  data?: unknown;
  /** 'partial' when some of the step's inputs were missing but the rest was measured. */
  status?: 'ok' | 'partial' | 'skipped';
}
