/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "Publicidad de abogado" (Attorney advertising); "relación abogado-cliente";
 * the fee line, which says what "honorarios de contingencia" means and where the case costs are
 * explained (rule 7.1, comment 3), limited to the civil-rights cases: the footer is on the page
 * of the paid personalised services too, which have no free consultation; the mobile-information sentence, the spec's own in English,
 * translated here and repeated word for word by the privacy policy, as messaging carriers require.
 */
import type * as en from "~/content/layout";
import type { Translation } from "~/content/translation";

export const headerCopy = {
  skipLink: "Saltar al contenido principal",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  practiceAreasToggle: "Mostrar la lista de casos que atendemos",
  mainNavLabel: "Menú principal",
  callLabel: "Llamar al",
} satisfies Translation<typeof en.headerCopy>;

export const footerCopy = {
  contactHeading: "Contacto",
  practiceHeading: "Casos que atendemos",
  aboutHeading: `Sobre {firm}`,
  blurb: `Representación legal para personas comunes y corrientes que enfrentan momentos muy difíciles, en todo el norte de California. Desde {since}, {firm} defiende a las personas lastimadas o perjudicadas por abuso policial. En los casos de derechos civiles, la consulta es gratuita y confidencial, y la oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Los costos del caso son aparte de los honorarios; su contrato de honorarios dice por escrito quién los paga.`,
  responsibleAttorney: `Abogado responsable: {attorney}`,
  stateBar: { number: "n.º de licencia del Colegio de Abogados de California:", admitted: "admitido el" },
  attorneyAdvertising: "Publicidad de abogado.",
  notLegalAdvice:
    "La información de este sitio web es información general, no asesoría legal para ninguna situación en particular.",
  noRelationship: "Usar este sitio web o enviar un mensaje a través de él no crea una relación abogado-cliente.",
  mobileInformation:
    "No se compartirá ninguna información móvil con terceros ni con empresas afiliadas con fines de mercadeo o promoción.",
  privacyLink: "Política de privacidad",
  copyright: `© {copyright year} {firm}. Todos los derechos reservados.`,
} satisfies Translation<typeof en.footerCopy>;

/** Leads to the English page: so its label is in English, and marked so (lang="en") by the switch. */
export const languageSwitchCopy = {
  label: "English",
  description: "Leer esta página en inglés",
} satisfies Translation<typeof en.languageSwitchCopy>;

export const toasterCopy = {
  label: "Notificaciones",
  close: "Cerrar el aviso",
} satisfies Translation<typeof en.toasterCopy>;

export const notFoundCopy = {
  title: "Página no encontrada",
  heading: "Lo sentimos, no encontramos esta página",
  body: "La página que busca no existe o se movió a otra parte del sitio.",
  homeLink: "Volver al inicio",
} satisfies Translation<typeof en.notFoundCopy>;

export const errorCopy = {
  title: "Error",
  heading: "Algo salió mal",
  body: "Vuelva a cargar la página o llámenos al",
} satisfies Translation<typeof en.errorCopy>;
