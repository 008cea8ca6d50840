# The languages, as a member chooses one (each in its own words).
language-en = English
language-nl = Nederlands
language-it = Italiano
