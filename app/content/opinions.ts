/**
 * Published Opinions on the about page: seven case citations (spec section 2).
 *
 * PLACEHOLDERS: fictional parties and citations. The firm replaces them with the reported
 * decisions in its own cases.
 */
export const publishedOpinions = [
  "Marlow v. City of Alder Creek, 942 F.3d 1187 (9th Cir. 2019)",
  "Reyes v. County of Del Oro, 28 Cal. App. 5th 611 (2018)",
  "Harmon v. City of Eastbridge, 811 F. App'x 455 (9th Cir. 2020)",
  "Estate of Lindqvist v. County of Cedar Hollow, 73 F.4th 902 (9th Cir. 2023)",
  "Okafor v. City of Summit Valley, 2021 WL 4418823 (N.D. Cal. Sept. 27, 2021)",
  "Tran v. City of Harbor Glen, 16 Cal. App. 5th 1043 (2017)",
  "Whitaker v. County of Stone Ridge, 2014 WL 2293847 (E.D. Cal. May 29, 2014)",
] satisfies string[];
