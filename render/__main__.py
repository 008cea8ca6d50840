from render.demo import main

raise SystemExit(main())
