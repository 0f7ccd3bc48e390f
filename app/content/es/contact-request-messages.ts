/**
 * Translation awaiting the firm's review.
 * The validation messages of the Spanish form and widget (spec section 5).
 */
import type { ContactRequestMessages } from "~/contract/contact-request";

export const contactRequestMessages: ContactRequestMessages = {
  firstName: "Escriba su nombre",
  lastName: "Escriba su apellido",
  email: "Escriba un correo electrónico válido",
  phone: "Escriba un número de teléfono válido",
  preferredLanguage: "Seleccione su idioma preferido",
  caseDescription: "Describa su caso con al menos 20 caracteres",
  pendingCharges: "Indique si tiene cargos penales pendientes",
  policeAgency: "Indique la agencia de policía involucrada",
  incidentDate: "Elija una fecha entre el 1 de enero de 1900 y hoy",
  incidentLocation: "Indique el lugar del incidente",
  howHeardAboutUs: "Díganos cómo se enteró de nosotros",
  name: "Escriba su nombre",
  message: "Escriba un mensaje",
  emailOrPhone: "Indique un correo electrónico o un número de teléfono",
  tooLong: (max) => `Use menos de ${max} caracteres`,
};
