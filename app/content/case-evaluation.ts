/** Words of the case-evaluation form on /consultation (spec sections 2, 5 and 8). */
export const caseEvaluationCopy = {
  title: "Case Evaluation Request Form",
  confidentiality: "All information provided is confidential and protected by attorney-client privilege.",
};
