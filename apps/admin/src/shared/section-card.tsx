// A card that is a page section: its h2 title names the section for screen readers.
import { Card, CardContent, Typography, type CardProps } from "@mui/material";
import type { ReactNode } from "react";

interface SectionCardProps {
  /** id is the title's id, the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  sx?: CardProps["sx"];
  variant?: CardProps["variant"];
  children: ReactNode;
}

/** SectionCard is a Card rendered as a <section> labelled by its h2 title. */
export const SectionCard = ({ id, title, sx, variant, children }: SectionCardProps) => (
  <Card component="section" aria-labelledby={id} sx={sx} variant={variant}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
