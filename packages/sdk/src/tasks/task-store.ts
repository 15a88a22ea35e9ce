import { readJson, writeJson, type KeyValueStorage } from '../storage/storage.js';
import type { Task } from './task.js';

/** Transmitted cacheable tasks kept at most (the newest win), so the store cannot grow forever. */
const MAX_KEPT_TRANSMITTED = 100;

/** The persisted task queue: one JSON array under one key, changed one operation at a time. */
export class TaskStore {
  private pending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
  ) {}

  list(): Promise<Task[]> {
    return this.serialised(() => readJson<Task[]>(this.storage, this.key, []));
  }

  find(taskId: string): Promise<Task | undefined> {
    return this.list().then((tasks) => tasks.find((task) => task.task_id === taskId));
  }

  put(task: Task): Promise<void> {
    return this.change((tasks) => keepBounded([...tasks.filter((stored) => stored.task_id !== task.task_id), task]));
  }

  remove(taskId: string): Promise<void> {
    return this.change((tasks) => tasks.filter((task) => task.task_id !== taskId));
  }

  removeNotTransmitted(): Promise<void> {
    return this.change((tasks) => tasks.filter((task) => task.transmited));
  }

  private change(update: (tasks: Task[]) => Task[]): Promise<void> {
    return this.serialised(async () => {
      const tasks = await readJson<Task[]>(this.storage, this.key, []);
      await writeJson(this.storage, this.key, update(tasks));
    });
  }

  private serialised<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.pending.then(operation, operation);
    this.pending = result.catch(() => undefined);
    return result;
  }
}

function keepBounded(tasks: Task[]): Task[] {
  const transmitted = tasks.filter((task) => task.transmited);
  if (transmitted.length <= MAX_KEPT_TRANSMITTED) return tasks;
  const dropped = new Set(transmitted.slice(0, transmitted.length - MAX_KEPT_TRANSMITTED).map((task) => task.task_id));
  return tasks.filter((task) => !dropped.has(task.task_id));
}
