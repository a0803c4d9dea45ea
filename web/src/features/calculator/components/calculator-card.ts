/** The white panel both calculators sit on. */
export const calculatorCard = {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'sm',
} as const;
