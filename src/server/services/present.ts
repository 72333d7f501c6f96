type StoredRecord = { id: string; createdAt: Date; updatedAt: Date };

export type Presented<Row extends StoredRecord> = Omit<Row, keyof StoredRecord> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * A stored row as the API shows it: the id as `_id`, the timestamps as ISO text, every other column
 * as it is. Callers leave out the columns the API does not show and narrow the enum columns.
 */
export function presentRecord<Row extends StoredRecord>(row: Row): Presented<Row> {
  const { id, createdAt, updatedAt, ...columns } = row;
  return { _id: id, ...columns, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
