/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "Publicidad de abogados" (Attorney advertising); "relación abogado-cliente";
 * the mobile-information sentence, which is the spec's own in English and is translated here.
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/layout";
import type { Translation } from "~/content/translation";

export const headerCopy = {
  skipLink: "Saltar al contenido principal",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  practiceAreasToggle: "Mostrar la lista de áreas de práctica",
  mainNavLabel: "Principal",
  callLabel: "Llamar al",
} satisfies Translation<typeof en.headerCopy>;

export const footerCopy = {
  contactHeading: "Contacto",
  practiceHeading: "Áreas de práctica",
  aboutHeading: `Acerca de ${firm.name}`,
  blurb: `Representación legal excepcional para personas comunes que enfrentan situaciones extraordinarias, en todo el Norte de California. ${firm.name} defiende a las personas perjudicadas por la mala conducta policial desde ${firm.servingSince}. Trabajamos por honorarios de contingencia y ofrecemos evaluaciones de caso gratuitas y confidenciales.`,
  responsibleAttorney: `Abogado responsable: ${firm.attorney.name}`,
  attorneyAdvertising: "Publicidad de abogados.",
  notLegalAdvice:
    "La información de este sitio web es información general, no asesoría legal para ninguna situación en particular.",
  noRelationship: "Usar este sitio web o enviar un mensaje a través de él no crea una relación abogado-cliente.",
  mobileInformation:
    "No se compartirá ninguna información móvil con terceros ni afiliados con fines de mercadeo o promoción.",
  privacyLink: "Política de privacidad",
  copyright: `© ${firm.copyrightYear} ${firm.name}. Todos los derechos reservados.`,
} satisfies Translation<typeof en.footerCopy>;

/** Leads to the English page: so its label is in English, and marked so (lang="en") by the switch. */
export const languageSwitchCopy = {
  label: "English",
  description: "Leer esta página en inglés",
} satisfies Translation<typeof en.languageSwitchCopy>;

export const notFoundCopy = {
  title: "Página no encontrada",
  heading: "Lo sentimos, no encontramos esta página",
  body: "La página que busca no existe o cambió de dirección.",
  homeLink: "Volver al inicio",
} satisfies Translation<typeof en.notFoundCopy>;

export const errorCopy = {
  title: "Error",
  heading: "Algo salió mal",
  body: "Vuelva a cargar la página o llámenos al",
} satisfies Translation<typeof en.errorCopy>;
