import { AppLink } from "../components/app-link.tsx";
import { useDictionary } from "../i18n/use-dictionary.ts";

/**
 * The trial offered under a calculator's result, and again in the confirmation once the calculation is
 * mailed (`nested`: inside that card, a step smaller).
 */
export function CalculatorTrial({
  title,
  text,
  nested = false,
}: {
  title: string;
  text: string;
  nested?: boolean;
}) {
  const dictionary = useDictionary();
  return (
    <div
      className={`${nested ? "mt-5" : "mt-8"} rounded-2xl bg-brand-deep ${nested ? "px-5 py-5" : "px-6 py-6"} text-white`}
    >
      <p className={nested ? "font-extrabold" : "text-lg font-extrabold"}>{title}</p>
      <p className={`${nested ? "mt-1" : "mt-2"} text-brand-50`}>{text}</p>
      <AppLink page="registration" className="btn-accent mt-4 px-6">
        {dictionary.cta.startTrial}
      </AppLink>
    </div>
  );
}
