/**
 * A short list of named steps that share one state, each with what undoes it (the pattern of Medusa's workflows,
 * written here for the order's placement and payment). When a step fails, the steps done before it are undone in
 * reverse, and the failure goes on to the caller. A compensation that fails itself is reported and the others still
 * run: what one could not undo must not keep the rest held.
 */
export interface Step<State> {
  /** Said in logs and in the error report of a failed compensation. */
  name: string;
  run(state: State): Promise<void>;
  /** Undoes what `run` did, told why the later step failed (a decline may undo more than an outage). */
  compensate?(state: State, failure: unknown): Promise<void>;
}

export async function runSteps<State>(
  steps: readonly Step<State>[],
  state: State,
  onCompensationError: (step: string, error: unknown) => void,
): Promise<State> {
  const done: Step<State>[] = [];
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (failure) {
      await compensate(done, state, failure, onCompensationError);
      throw failure;
    }
    done.push(step);
  }
  return state;
}

async function compensate<State>(
  done: readonly Step<State>[],
  state: State,
  failure: unknown,
  onCompensationError: (step: string, error: unknown) => void,
): Promise<void> {
  for (const step of [...done].reverse()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(state, failure);
    } catch (error) {
      onCompensationError(step.name, error);
    }
  }
}
