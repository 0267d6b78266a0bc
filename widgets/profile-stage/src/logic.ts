/** Stage background rules (spec §1 Profiles: stage background). */
export interface Background {
  id: string;
  label: string;
  imageUrl: string;
}

/** The background shown: the chosen one if it still exists, else the first (the default). */
export function currentBackground(
  list: readonly Background[],
  chosen: string | null,
): Background | undefined {
  return list.find((b) => b.id === chosen) ?? list[0];
}

/** Whether saving would change anything. */
export const isChange = (saved: string | null, picked: string) => saved !== picked;
