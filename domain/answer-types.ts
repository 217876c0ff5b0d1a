/** Answer type ids of spec 000 §3, seeded by migration 0004 (docs/decisions/0051). */
export const AnswerType = {
  freeText: 1,
  /** Closed choice; also the multiple-option type whose options may jump (docs/decisions/0051). */
  singleChoice: 2,
  scaleGrid: 3,
  imageUpload: 5,
  heatMap: 6,
} as const;

/** Questions whose answers are counted in charts; the others are listed as open answers. */
export const closedTypes: number[] = [AnswerType.singleChoice, AnswerType.scaleGrid];
